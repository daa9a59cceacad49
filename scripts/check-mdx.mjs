// Quick syntax check of MDX files without a full site build (the build is the
// real check; this one is for authors on a busy machine). Usage:
//   node scripts/check-mdx.mjs docs/operators/faq.mdx releases/*.mdx
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const source = await readFile(file, 'utf8');
    // Docusaurus's explicit heading ids ({#id}) are not MDX expressions.
    const withoutIds = source.replace(/\s\{#[\w-]+\}\s*$/gm, '');
    await compile(withoutIds, {remarkPlugins: [remarkFrontmatter, remarkGfm]});
  } catch (error) {
    failed += 1;
    console.error(`${file}: ${error.message}`);
  }
}
console.log(failed ? `${failed} file(s) failed` : 'all MDX files compile');
process.exit(failed ? 1 : 0);
