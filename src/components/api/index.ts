import ApiEndpoints, {PathlessEndpoints} from './ApiEndpoints';
import EndpointTable from './EndpointTable';
import EnvironmentSwitch from './EnvironmentSwitch';
import ResponseSizeChart from './ResponseSizeChart';
import {ContractMessages, EntityTables} from './Entities';

/** Components of the API pages; the pages import them, so their code loads with those pages only. */
export {
  ApiEndpoints,
  PathlessEndpoints,
  EndpointTable,
  EnvironmentSwitch,
  ResponseSizeChart,
  ContractMessages,
  EntityTables,
};
