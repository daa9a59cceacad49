import {apiRoutesExtractor} from './api/extractor';
import {releaseDetailsExtractor} from './changelog/detailsExtractor';
import {changelogRecordExtractor} from './changelog/extractor';
import type {RecordExtractor} from './extractor';
import {nodeConfigExtractor} from './nodeConfig';

/** Every extractor `npm run record:sync` runs, in the order it reports them. */
export const EXTRACTORS: readonly RecordExtractor[] = [
  apiRoutesExtractor,
  nodeConfigExtractor,
  changelogRecordExtractor,
  releaseDetailsExtractor,
];
