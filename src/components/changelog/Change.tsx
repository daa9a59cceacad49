import type {ReactNode} from 'react';
import {pullRequestUrl} from '@site/src/releases/links';
import SmartLink from './SmartLink';
import {useSectionKind} from './Section';

interface Props {
  title: string;
  pr?: number;
  href?: string;
  audience: string;
  id?: string;
  endpoints?: string;
  children?: ReactNode;
}

/** One changelog item: its title links to the pull request (or page); an optional description follows. */
export default function Change({title, pr, href, audience, id, children}: Props) {
  const kind = useSectionKind();
  const anchor = id ?? `pr-${pr}`;
  return (
    <div className="change" id={anchor} data-kind={kind} data-audience={audience} data-pr={pr}>
      <p className="change__title">
        <SmartLink href={href ?? pullRequestUrl(pr!)}>{title}</SmartLink>
        {pr ? <span className="change__pr"> #{pr}</span> : null}
        <a className="change__permalink" href={`#${anchor}`} aria-label={`Link to this item: ${title}`}>
          ¶
        </a>
      </p>
      {children ? <div className="change__body">{children}</div> : null}
    </div>
  );
}
