import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {REGISTRY, releaseLabel} from './registryData';
import styles from './api.module.css';

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
        // Wide tables scroll sideways on narrow screens: focusable, so the keyboard can scroll them too.
        <table className="rules-table" key={type.component} tabIndex={0}>
          <caption>
            {title} in the source ({REGISTRY.sourceRelease}): <code>{type.component}</code>, as in the OpenAPI document
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">JSON type</th>
              <th scope="col">Always present</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {type.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <code>{field.name}</code>
                </th>
                <td>{field.type}</td>
                <td>{field.required ? 'yes' : 'no'}</td>
                <td>{field.description ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
            <table className="rules-table">
              <caption>Fields of {entity.title} named in the release notes</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Type</th>
                  <th scope="col">Default</th>
                  <th scope="col">Release</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {entity.fields.map((field) => (
                  <tr key={field.name}>
                    <th scope="row">{field.literal ? <code>{field.name}</code> : field.name}</th>
                    <td>{field.type}</td>
                    <td>{field.default ? <code>{field.default}</code> : '—'}</td>
                    <td>
                      {field.release ? (
                        <Link to={`/operators/changelog#${field.release}`}>{releaseLabel(field.release)}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      {field.values ? (
                        <ul className={styles.values} aria-label={`Values of ${field.name}`}>
                          {field.values.map((value) => (
                            <li key={value}>{value}</li>
                          ))}
                        </ul>
                      ) : null}
                      {field.note ?? (field.values ? null : '—')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
    <table className="rules-table">
      <caption>Mixnet contract messages</caption>
      <thead>
        <tr>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
          <th scope="col">What it does</th>
          <th scope="col">Release</th>
        </tr>
      </thead>
      <tbody>
        {REGISTRY.contractMessages.map((message) => (
          <tr key={message.name} id={`message-${message.name.toLowerCase().replace(/\s+/g, '-')}`}>
            <th scope="row">{message.group ? message.name : <code>{message.name}</code>}</th>
            <td>
              {/* The badge takes the endpoint colours: added reads like current, removed like removed. */}
              <span className={`api-status api-status--${message.status === 'added' ? 'current' : 'removed'}`}>
                {message.status}
              </span>
            </td>
            <td>{message.description}</td>
            <td>
              <Link to={`/operators/changelog#${message.release}`}>{releaseLabel(message.release)}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
