import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {REGISTRY, releaseLabel} from './registryData';
import DataTable from '@site/src/components/DataTable';
import styles from './api.module.css';
import './StatusBadge.css';

/**
 * The response types of the source an entity is, with every field as the
 * source serialises it: the same schemas the OpenAPI document holds.
 */
function WireTypes({entity, title}: {entity: string; title: string}) {
  const types = REGISTRY.entityTypes[entity];
  if (!types) return null;
  return (
    <>
      {types.map((type) => (
        <DataTable
          key={type.component}
          wide
          caption={
            <>
              {title} in the source ({REGISTRY.sourceRelease}): <code>{type.component}</code>, as in the OpenAPI
              document
            </>
          }
          columns={['Field', 'JSON type', 'Always present', 'Notes']}
          rows={type.fields.map((field) => ({
            key: field.name,
            header: <code>{field.name}</code>,
            cells: [field.type, field.required ? 'yes' : 'no', field.description ?? '—'],
          }))}
        />
      ))}
    </>
  );
}

/**
 * The entities of the release notes, one field table each. A name in code is
 * the field's name on the wire; a name in plain words is how the notes
 * describe a field whose wire name they do not give.
 */
export function EntityTables() {
  return (
    <>
      {REGISTRY.entities.map((entity) => {
        const id = `entity-${entity.name.toLowerCase()}`;
        return (
          <section key={entity.name} aria-labelledby={id}>
            <Heading as="h3" id={id}>
              {entity.title}
            </Heading>
            <p>
              {entity.description}
              {entity.undocumented ? ' Its other fields are not documented in the release notes.' : ''}
            </p>
            <DataTable
              caption={`Fields of ${entity.title} named in the release notes`}
              columns={['Field', 'Type', 'Default', 'Release', 'Notes']}
              rows={entity.fields.map((field) => ({
                key: field.name,
                header: field.literal ? <code>{field.name}</code> : field.name,
                cells: [
                  field.type,
                  field.default ? <code>{field.default}</code> : '—',
                  field.release ? (
                    <Link to={`/operators/changelog#${field.release}`}>{releaseLabel(field.release)}</Link>
                  ) : (
                    '—'
                  ),
                  <>
                    {field.values ? (
                      <ul className={styles.values} aria-label={`Values of ${field.name}`}>
                        {field.values.map((value) => (
                          <li key={value}>{value}</li>
                        ))}
                      </ul>
                    ) : null}
                    {field.note ?? (field.values ? null : '—')}
                  </>,
                ],
              }))}
            />
            <WireTypes entity={entity.name} title={entity.title} />
          </section>
        );
      })}
    </>
  );
}

/** Mixnet contract messages added and removed. */
export function ContractMessages() {
  return (
    <DataTable
      caption="Mixnet contract messages"
      columns={['Message', 'Status', 'What it does', 'Release']}
      rows={REGISTRY.contractMessages.map((message) => ({
        key: message.name,
        id: `message-${message.name.toLowerCase().replace(/\s+/g, '-')}`,
        header: message.group ? message.name : <code>{message.name}</code>,
        cells: [
          // The badge takes the endpoint colours: added reads like current, removed like removed.
          <span className={`api-status api-status--${message.status === 'added' ? 'current' : 'removed'}`}>
            {message.status}
          </span>,
          message.description,
          <Link to={`/operators/changelog#${message.release}`}>{releaseLabel(message.release)}</Link>,
        ],
      }))}
    />
  );
}
