export * from './kinds';
export * from './schema';
export * from './types';
export * from './errors';
export {parseRelease} from './parse';
export {loadReleases, assembleReleases, compareNewestFirst} from './load';
export {changelogToc} from './toc';
export {buildInfoText, BUILD_INFO_LABELS} from './buildInfo';
export {pullRequestUrl, changelogAnchorPath, CHANGELOG_PATH} from './links';
