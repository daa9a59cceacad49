import {EntriesWithoutRoute} from './ApiEndpoints';
// By its full name, which the api-reference plugin swaps for the island in browser builds.
import ApiReference from '@site/src/components/api/ApiReference';
import EndpointTable from './EndpointTable';
import EnvironmentSwitch from './EnvironmentSwitch';
import ResponseSizeChart from './ResponseSizeChart';
import {ContractMessages, EntityTables} from './Entities';

/** Components of the API pages; the pages import them, so their code loads with those pages only. */
export {
  ApiReference,
  EntriesWithoutRoute,
  EndpointTable,
  EnvironmentSwitch,
  ResponseSizeChart,
  ContractMessages,
  EntityTables,
};
