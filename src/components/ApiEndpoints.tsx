/**
 * The first pages imported the endpoint list from here; it now lives with
 * the other API components. Kept so `<ApiEndpoints api="..."/>` keeps working
 * for any page that still imports this path.
 */
export {default} from './api/ApiEndpoints';
