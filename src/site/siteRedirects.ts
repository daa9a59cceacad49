import {REDIRECTS, type Redirect} from './redirects';
import {sectionPages, sectionRedirects} from './sectionPages';

/**
 * Every old path the site keeps working: the hand-kept list of redirects.ts
 * and the public addresses of the Developers and Network pages that a page of
 * ours covers at another address (front matter `covers`). `root` is the
 * project folder.
 */
export const siteRedirects = (root: string): Redirect[] => [...REDIRECTS, ...sectionRedirects(sectionPages(root))];
