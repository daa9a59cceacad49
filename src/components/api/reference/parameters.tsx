import type {RouteView} from '@site/src/api/referenceView';
import DataTable from '@site/src/components/DataTable';
import {IN_A_CELL, typeText, valuesText} from './schemas';
import {sentence, shown} from './sentence';

/** A route's parameters as a table: where each goes, whether it is required, its type and what it means. */

export function Parameters({route}: {route: RouteView}) {
  if (route.parameters.length === 0) return null;
  // A removed route's parameters have no meaning written for them: the column would stand empty.
  const meanings = route.parameters.some((param) => param.description);
  return (
    <div className="api-table">
      <DataTable
        caption={`Parameters of ${route.method} ${route.path}`}
        stackOnPhone
        columns={['Name', 'In', 'Type', ...(meanings ? ['Meaning'] : [])]}
        rows={route.parameters.map((param) => ({
          key: `${param.in} ${param.name}`,
          header: <code>{param.name}</code>,
          cells: [
            `${param.in}, ${param.required ? 'required' : 'optional'}`,
            sentence(
              typeText(param.schema),
              valuesText(param.schema, IN_A_CELL),
              param.schema.default !== undefined
                ? [' Default ', <code>{shown(param.schema.default)}</code>, '.']
                : null,
            ),
            ...(meanings ? [param.description] : []),
          ],
        }))}
      />
    </div>
  );
}
