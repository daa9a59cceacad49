import ApiEndpoints from './ApiEndpoints';
import EndpointTable from './EndpointTable';
import EnvironmentSwitch from './EnvironmentSwitch';
import ResponseSizeChart from './ResponseSizeChart';
import {ContractMessages, EntityTables} from './Entities';

/** Components of the API pages; the pages import them. */
export {ApiEndpoints, EndpointTable, EnvironmentSwitch, ResponseSizeChart, ContractMessages, EntityTables};
