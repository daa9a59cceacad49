// The try-it console's custom element (src/client/tryIt.ts), rendered at build time as a plain element.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'api-try-it': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-url': string;
        /** The console's fields, JSON of TryItField[] (src/client/tryItFields.ts). */
        'data-fields': string;
      };
    }
  }
}
