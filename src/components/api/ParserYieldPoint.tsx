import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A place in a long page's HTML where the browser's parser may stop and let the reader's input through.
 *
 * Chromium's HTML parser works in tasks of about 10 ms for its first few pieces, then in tasks of up to half a
 * second: on a page of a hundred routes that one task is most of the page's blocking time (at 4× CPU the nym-api
 * page's parse ran 300 to 500 ms in one go). After a script element in the body it shortens its budget to the
 * short one again, so an empty script after each entry makes it yield within about 10 ms of the entry's end. An
 * empty script runs nothing and asks nothing of the Content-Security-Policy (a script with no source text is
 * left before the policy is consulted, HTML § "prepare the script element"), and without JavaScript it is inert.
 * No feature of the platform asks a parser to yield; a script element is where Chromium's parser chooses to,
 * and tests/e2e/api-first-view.test.ts fails the day it stops.
 *
 * Only in the HTML the build writes: the reference is never hydrated (see ApiReference.client.tsx), and a
 * script element rendered in the browser (the development server renders there) would only draw React's
 * warning that it never runs.
 */
export default function ParserYieldPoint() {
  return ExecutionEnvironment.canUseDOM ? null : <script />;
}
