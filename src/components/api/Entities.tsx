import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {REGISTRY} from './registryData';

/** The entities of the release notes, one field table each: type, default and the release that added or changed the field. */
export function EntityTables() {
  return (
    <>
      {REGISTRY.entities.map((entity) => (
        <section key={entity.name} aria-labelledby={`entity-${entity.name.toLowerCase()}`}>
          <Heading as="h3" id={`entity-${entity.name.toLowerCase()}`}>
            {entity.title}
          </Heading>
          <p>
            {entity.description}
            {entity.undocumented ? ' Other fields are not shown in the release notes and stay undocumented.' : ''}
          </p>
          <table className="rules-table">
            <caption>Fields of {entity.title}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">Release</th>
              </tr>
            </thead>
            <tbody>
              {entity.fields.map((field) => (
                <tr key={field.name}>
                  <th scope="row">
                    <code>{field.name}</code>
                    {field.note ? <div className="api-field__note">{field.note}</div> : null}
                  </th>
                  <td>{field.type}</td>
                  <td>{field.default ?? '—'}</td>
                  <td>{field.release ? <Link to={`/operators/changelog#${field.release}`}>{field.release}</Link> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
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
          <tr key={message.name} id={`message-${message.name.toLowerCase()}`}>
            <th scope="row">
              <code>{message.name === 'FamilyMessages' ? 'family messages' : message.name}</code>
            </th>
            <td>
              <span className={`api-status api-status--${message.status === 'added' ? 'current' : 'removed'}`}>{message.status}</span>
            </td>
            <td>{message.description}</td>
            <td>
              <Link to={`/operators/changelog#${message.release}`}>{message.release}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
