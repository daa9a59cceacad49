import {apiRoutesExtractor} from './api/extractor';
import {apiTypesExtractor} from './api/typesExtractor';
import {releaseDetailsExtractor} from './changelog/detailsExtractor';
import {changelogRecordExtractor} from './changelog/extractor';
import type {RecordExtractor} from './extractor';
import {explorerApiExtractor} from './explorerApi/extractor';
import {nodeConfigExtractor} from './nodeConfig';
import {publicOldAddressesExtractor} from './oldAddresses/extractor';
import {recordLinksExtractor} from './recordLinks/extractor';
import {sitemapPagesExtractor} from './sitemapPages/extractor';

/**
 * Every extractor `npm run record:sync` runs, in the order it runs and reports them. record-links comes last: it
 * reads the site's links as the others' outputs of the same run leave them.
 */
export const EXTRACTORS: readonly RecordExtractor[] = [
  apiRoutesExtractor,
  explorerApiExtractor,
  apiTypesExtractor,
  nodeConfigExtractor,
  changelogRecordExtractor,
  sitemapPagesExtractor,
  publicOldAddressesExtractor,
  releaseDetailsExtractor,
  recordLinksExtractor,
];
