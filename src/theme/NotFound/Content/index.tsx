import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';

/** The 404 page: says what happened and offers the four sections and the changelog. */
export default function NotFoundContent() {
  return (
    <main className="container margin-vert--xl not-found">
      <Head>
        {/* It answers for every missing address; none of them is a page to index. */}
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1">Page not found</Heading>
      <p>
        No page lives at this address. It may have moved when the documentation was reorganised, or the link may carry a
        typo. Start again from one of the sections below, or look for the change you had in mind in the{' '}
        <Link to="/operators/changelog">changelog</Link>.
      </p>
      <SectionCards />
    </main>
  );
}
