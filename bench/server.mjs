// The benchmarks serve the build with the site's own server (scripts/site-server.mjs).
export {serveBuild} from '../scripts/site-server.mjs';
