import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * A link that goes through Docusaurus's Link for site paths (so the build
 * checks them) and opens other sites with rel="noopener noreferrer".
 */
export default function SmartLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
