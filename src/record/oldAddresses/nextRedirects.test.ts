import {describe, expect, it} from 'vitest';
import {readNextRedirects} from './nextRedirects';

const FILE = 'next.config.js';
const config = (redirects: string, basePath = '  basePath: "/docs",\n') => `const withNextra = require("nextra")({});

const config = {
  ...withNextra(),
${basePath}  async redirects() {
    return [
${redirects}
    ];
  },
  async headers() {
    return [{source: "/(.*)", headers: []}];
  },
};

module.exports = config;
`;

describe("a Next.js config's redirects", () => {
  it('are the objects redirects() returns, in order, with their line, and the base path', () => {
    const text = config(`      // network docs
      {
        source: "/docs/coc.html",
        destination: "/docs/network/coc",
        permanent: true,
        basePath: false,
      },
      // {
      //   source: "/commented",
      //   destination: "/docs/out",
      // },
      { source: '/sdk', destination: \`/developers/rust\`, statusCode: 308 },`);
    expect(readNextRedirects(text, FILE)).toEqual({
      basePath: '/docs',
      redirects: [
        {source: '/docs/coc.html', destination: '/docs/network/coc', basePath: false, line: 9},
        {source: '/sdk', destination: '/developers/rust', basePath: true, line: 19},
      ],
    });
  });

  it('have an empty base path when the config sets none', () => {
    expect(readNextRedirects(config('{source: "/a", destination: "/b"}', ''), FILE).basePath).toBe('');
  });

  it('are refused, with the line, when a value is computed or a key changes what matches', () => {
    expect(() => readNextRedirects(config('      {source: "/a", destination: `/b/${page}`},'), FILE)).toThrow(
      "next.config.js:8: a redirect's destination is not a literal",
    );
    expect(() =>
      readNextRedirects(config('      {source: "/a", destination: "/b", has: [{type: "host", value: "x"}]},'), FILE),
    ).toThrow(/^next\.config\.js:8: a redirect's has is not read/);
  });

  it('are refused when the config has no redirects() returning a list', () => {
    expect(() => readNextRedirects('module.exports = {basePath: "/docs"};\n', FILE)).toThrow(
      'next.config.js: expected one redirects() in the config, found 0',
    );
    expect(() =>
      readNextRedirects('module.exports = {redirects: async () => { const list = []; return list; }};\n', FILE),
    ).toThrow('next.config.js:1: redirects() returns no array literal');
  });
});
