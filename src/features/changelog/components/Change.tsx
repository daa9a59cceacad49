import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';
import {endpointAnchor} from '@site/src/api/anchors';
import {pullRequestUrl} from '@site/src/features/changelog/model/links';
import settingMentions from '@generated/node-config-reference/default/setting-mentions.json';
import {CONFIG_REFERENCE_PATH} from '@site/src/nodeConfig/anchors';
import SmartLink from './SmartLink';
import {endpointsOf, itemAnchor} from '../model/itemAttributes';
import {developerDocsOf} from '../model/developerDocs';
import './Change.css';

interface Props {
  title: string;
  pr?: number;
  href?: string;
  /** Who the item is for: read by the parser into the item index; an item for developers links its section page. */
  audience: string;
  id?: string;
  endpoints?: string;
  children?: ReactNode;
}

/** One changelog item: its title links to the pull request (or page); an optional description follows. */
export default function Change({title, pr, href, audience, id, endpoints, children}: Props) {
  const endpointList = endpointsOf(endpoints);
  const anchor = itemAnchor(id, pr);
  const docs = developerDocsOf(title, audience);
  // The nym-node settings the item names, found at build time (src/nodeConfig/itemMentions.ts).
  const settings = settingMentions[anchor] ?? [];
  // The item's ¶ link is named by what stands beside it, its PR number (its
  // title where it has none). Its "Copy link" button is made when the reader
  // reaches for the item (client/copyLinks.ts), not shipped with each one.
  const name = pr ? `#${pr}` : title;
  // Registered with the build's anchor check, so links to an item are verified.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <div className="change" id={anchor}>
      <p className="change__title">
        <SmartLink href={href ?? pullRequestUrl(pr!)}>{title}</SmartLink>
        {pr ? <span className="change__pr"> #{pr}</span> : null}
        {docs ? (
          <span className="change__docs">
            {' '}
            · docs: <Link to={docs.to}>{docs.label}</Link>
          </span>
        ) : null}
        <a className="change__permalink" href={`#${anchor}`} aria-label={`Link to ${name}`}>
          ¶
        </a>
      </p>
      {children ? <div className="change__body">{children}</div> : null}
      {endpointList.length > 0 ? (
        <p className="change__endpoints">
          Endpoints:{' '}
          {endpointList.map((path, index) => {
            const entry = endpointAnchor(path);
            return (
              <span key={path}>
                {index > 0 ? ', ' : null}
                {entry ? (
                  <Link to={entry}>
                    <code>{path}</code>
                  </Link>
                ) : (
                  <code>{path}</code>
                )}
              </span>
            );
          })}
        </p>
      ) : null}
      {settings.length > 0 ? (
        <p className="change__settings">
          Settings:{' '}
          {settings.map((setting, index) => (
            <span key={setting.anchor}>
              {index > 0 ? ', ' : null}
              <Link to={`${CONFIG_REFERENCE_PATH}#${setting.anchor}`}>
                <code>{setting.label}</code>
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
