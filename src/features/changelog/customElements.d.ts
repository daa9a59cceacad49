// The releases' custom element (client/changelogReleases.ts), rendered at build time as a plain element.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'changelog-releases': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
