import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import type {JsonSchema} from '@site/src/api/responseSchemas';
import type {ReferenceView} from '@site/src/api/referenceView';
import {typeAnchor} from '@site/src/api/referenceView';
import {enumValues, objectFields, refName, typeParts, type TypePart} from '@site/src/api/schemaText';
import AnchorHeading from '../AnchorHeading';
import ParserYieldPoint from '../ParserYieldPoint';
import {joined, sentence, shown} from './sentence';
import {highlightedCodeClass, highlightedNodes} from '@site/src/highlight/highlightedNodes';

/**
 * Schemas on an API page: a type in words with its named types linked, the values it allows, an object's
 * fields as a table, a request or response body, a folded example, and the page's list of named types.
 */

/** A named type, linked to its entry under the page's types. */
function TypeLink({name}: {name: string}) {
  return (
    <Link to={`#${typeAnchor(name)}`}>
      <code>{name}</code>
    </Link>
  );
}

/** A schema's type as pieces of a sentence: words, and the named types linked. */
export function typeText(schema: JsonSchema): ReactNode[] {
  return typeParts(schema).map((part: TypePart) => (typeof part === 'string' ? part : <TypeLink name={part.ref} />));
}

/**
 * The values an enumeration allows, or nothing: after a sentence (" One of a, b."), or after a type in a table
 * cell (", one of a, b.").
 */
export function valuesText(schema: JsonSchema, lead = ' One of '): ReactNode[] {
  const values = enumValues(schema);
  if (!values) return [];
  return [lead, joined(values, (value) => <code>{shown(value)}</code>), '.'];
}

/** A type in a table cell, with the values it allows. */
export const IN_A_CELL = ', one of ';

/** The fields of an object schema as a table: name, JSON type (linked types), required or optional, allowed values. */
function FieldTable({schema, caption}: {schema: JsonSchema; caption: string}) {
  const object = objectFields(schema);
  if (!object) return null;
  return (
    <>
      {object.includes.length > 0 ? (
        <p>
          {sentence(
            'It also carries every field of ',
            joined(object.includes, (name) => <TypeLink name={name} />),
            '.',
          )}
        </p>
      ) : null}
      {object.fields.length > 0 ? (
        <div className="api-table">
          <DataTable
            caption={caption}
            columns={['Field', 'Type', 'Presence']}
            rows={object.fields.map((field) => ({
              key: field.name,
              header: <code>{field.name}</code>,
              cells: [
                sentence(typeText(field.schema), valuesText(field.schema, IN_A_CELL)),
                field.required ? 'required' : 'optional',
              ],
            }))}
          />
        </div>
      ) : null}
    </>
  );
}

/** A body: its type, then the fields of the object it is (or holds in an array), one level deep. */
export function Body({schema, label, types}: {schema: JsonSchema; label: string; types: Map<string, JsonSchema>}) {
  const target = refName(schema) ?? (schema.items ? refName(schema.items as JsonSchema) : undefined);
  const shown = target ? types.get(target) : schema;
  return (
    <>
      <p>{sentence(`${label}: `, typeText(schema), '.', valuesText(schema))}</p>
      {shown ? <FieldTable schema={shown} caption={`Fields of ${target ?? label.toLowerCase()}`} /> : null}
    </>
  );
}

/** An example body, folded and highlighted, with no copy button: a copy of the text would double the page's bytes. */
export function Example({value, summary}: {value: unknown; summary: string}) {
  return (
    <details>
      <summary>{summary}</summary>
      <pre className="code-block__pre" tabIndex={0}>
        <code className={highlightedCodeClass('json')}>{highlightedNodes(JSON.stringify(value, null, 2), 'json')}</code>
      </pre>
    </details>
  );
}

/** Every named type the API's bodies use, with its fields as written in JSON: the routes link each type's name here. */
export function Types({view}: {view: ReferenceView}) {
  return (
    <>
      {view.types.map((type) => (
        <section key={type.name} className="api-type">
          <AnchorHeading as="h3" id={type.anchor}>
            <code>{type.name}</code>
          </AnchorHeading>
          {typeof type.schema.description === 'string' ? <p>{type.schema.description}</p> : null}
          {objectFields(type.schema) ? (
            <FieldTable schema={type.schema} caption={`Fields of ${type.name}`} />
          ) : (
            <p>{sentence(typeText(type.schema), '.', valuesText(type.schema))}</p>
          )}
          <ParserYieldPoint />
        </section>
      ))}
    </>
  );
}
