import CodeBlock from '@theme/CodeBlock';
import type {JsonSchema} from '@site/src/api/responseSchemas';
import type {RouteView} from '@site/src/api/referenceView';
import AnchorHeading from '../AnchorHeading';
import {Body, Example} from './schemas';
import {joined, sentence, shown} from './sentence';
import {highlightedCodeClass, highlightedNodes} from '@site/src/highlight/highlightedNodes';

/** What a route answers, status by status, and the code samples that call it. */

export function Responses({route, types}: {route: RouteView; types: Map<string, JsonSchema>}) {
  if (route.responses.length === 0) return null;
  return (
    <>
      <AnchorHeading as="h4" id={`${route.anchor}-responses`}>
        Responses
      </AnchorHeading>
      <dl>
        {route.responses.map((response) => (
          <div key={response.status}>
            <dt>
              <code>{response.status}</code>
            </dt>
            <dd>
              <p>
                {sentence(
                  response.description,
                  response.contentTypes.length > 0
                    ? [' As ', joined(response.contentTypes, (type) => <code>{type}</code>), '.']
                    : null,
                )}
              </p>
              {response.headers?.Location ? (
                <p>
                  <code>Location</code>: <code>{shown(response.headers.Location.schema.const)}</code>
                </p>
              ) : null}
              {response.schema && response.status.startsWith('2') ? (
                <Body schema={response.schema} label="Body" types={types} />
              ) : null}
              {'example' in response ? (
                <Example value={response.example} summary={`Example ${response.status} body`} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function Samples({route}: {route: RouteView}) {
  if (route.samples.length === 0) return null;
  const [first, ...others] = route.samples;
  return (
    <>
      <AnchorHeading as="h4" id={`${route.anchor}-code`}>
        Code
      </AnchorHeading>
      <CodeBlock className={highlightedCodeClass(first.language)} title={first.label}>
        {highlightedNodes(first.code, first.language)}
      </CodeBlock>
      {others.map((sample) => (
        <details key={sample.label}>
          <summary>{sample.label}</summary>
          <CodeBlock className={highlightedCodeClass(sample.language)} title={sample.label}>
            {highlightedNodes(sample.code, sample.language)}
          </CodeBlock>
        </details>
      ))}
    </>
  );
}
