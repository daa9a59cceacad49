import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from '../../features/changelog/model/load';
import {releaseChain} from '../../features/changelog/model/nodeVersions';
import {planPages} from '../../features/upgradePlan/model/planPages';
import {PLAN_NODE_NAMES} from '../../features/upgradePlan/model/profile';
import {planPath} from '../../features/upgradePlan/paths';
import {CONFIG_TAGS, nodeVersionAt} from '../source';
import {planLink, releaseLink} from './links';

const RELEASES = loadReleases(path.resolve(__dirname, '../../../releases'));
const CHAIN = releaseChain(RELEASES);

describe('the links the doctor gives', () => {
  it('every release tag of the dataset links a release heading of the changelog', () => {
    const slugs = new Set(RELEASES.map((release) => release.slug));
    for (const tag of CONFIG_TAGS) expect(slugs, tag).toContain(releaseLink(tag).href.split('#')[1]);
  });

  it('every plan it can link, from any release of the dataset and for any kind of node, is a page the plugin builds', () => {
    // The plugin's routes: one per plan page (src/features/upgradePlan/routes.ts), each kind of node at its anchor.
    const built = new Set(
      planPages(RELEASES).flatMap((page) => PLAN_NODE_NAMES.map((node) => `${planPath(page.version)}#${node}`)),
    );
    const newest = CHAIN.at(-1);
    for (const tag of CONFIG_TAGS) {
      const version = nodeVersionAt(tag);
      for (const node of PLAN_NODE_NAMES) {
        const link = planLink(version, CHAIN, node);
        if (version === newest) expect(link, tag).toBeUndefined();
        else expect(built, `${tag} (${version})`).toContain(link?.href);
      }
    }
  });

  it('the plan of the version itself when it has one, else of the nearest older one', () => {
    expect(planLink('1.10.0', ['1.1.0', '1.10.0', '1.12.0'])?.version).toBe('1.10.0');
    expect(planLink('1.11.0', ['1.1.0', '1.10.0', '1.12.0'])?.version).toBe('1.10.0');
    expect(planLink('1.0.9', ['1.1.0', '1.10.0', '1.12.0'])?.version).toBe('1.1.0');
    expect(planLink('1.12.0', ['1.1.0', '1.10.0', '1.12.0'])).toBeUndefined();
  });
});
