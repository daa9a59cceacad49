import * as z from 'zod';
import {AUDIENCE_NAMES, SECTION_KIND_NAMES, UPGRADE_NEEDS} from './kinds';
import {SAFE_URL_HINT, unsafeUrlReason} from './links';
import {actionAttributesSchema} from './actions';

/** Semantic version as nym-node reports it: 1.15.0, 1.1.9-1, 1.1.0+nymnode. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** RFC 3339 date-time with optional fraction (nanoseconds allowed) and zone. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ANCHOR = /^[a-z0-9][a-z0-9-]*$/;

/** What a version looks like, in an editor's words (also said when one is missing or not text). */
export const VERSION_EXPECTED = 'a version written MAJOR.MINOR.PATCH such as 1.15.0';

const semver = z
  .string()
  .regex(SEMVER, `must be a semantic version written MAJOR.MINOR.PATCH such as 1.15.0`)
  .describe(VERSION_EXPECTED);

const rfc3339 = z
  .string()
  .refine(
    (value) => RFC3339.test(value) && !Number.isNaN(Date.parse(value)),
    'must be an RFC 3339 timestamp such as 2025-07-22T09:24:35Z',
  )
  .describe('an RFC 3339 timestamp such as 2025-07-22T09:24:35Z');

const isoDate = z
  .string()
  .refine(
    // Date.parse rolls 2025-02-30 over to 2 March: the date must read back as written.
    (value) =>
      ISO_DATE.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date written YYYY-MM-DD',
  )
  .describe('a date written YYYY-MM-DD');

/**
 * The message for a version field that is not text: YAML reads an unquoted
 * 1.15 as the number 1.15, which no schema can turn back into "1.15.0".
 */
export function versionMessage(input: unknown, field: string): string {
  if (typeof input === 'number') {
    return `must be ${VERSION_EXPECTED}; found the number ${input} (YAML reads an unquoted ${input} as a number): write it in quotes, e.g. ${field}: "1.15.0"`;
  }
  if (Array.isArray(input) && input.some((item) => typeof item === 'number')) {
    return `must be a list of versions written MAJOR.MINOR.PATCH such as 1.15.0; found ${JSON.stringify(input)} (YAML reads unquoted versions as numbers): write each in quotes, e.g. ["1.15.0"]`;
  }
  return `must be ${VERSION_EXPECTED} in quotes, a list of them, or null; found ${JSON.stringify(input)}`;
}

const httpsUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((value) => value.startsWith('https://'), 'must use https://')
  .describe('an https:// URL');

const anchor = z
  .string()
  .regex(ANCHOR, 'must be a lowercase anchor made of letters, digits and hyphens')
  .describe('a lowercase anchor made of letters, digits and hyphens');

/** The block `nym-node build-info` prints, one field per line. */
export const buildInfoSchema = z.strictObject({
  /** Name of the binary the block was read from, e.g. nym-node. */
  binary_name: z.string().min(1).describe("the binary's name, e.g. nym-node"),
  /** When the binary was built. */
  build_timestamp: rfc3339,
  /** Version the binary reports; for nym-node it is the node version. */
  build_version: semver,
  /** Full commit the binary was built from. */
  commit_sha: z
    .string()
    .regex(/^[0-9a-f]{40}$/, 'must be 40 hexadecimal characters (a full git commit SHA)')
    .describe('40 hexadecimal characters, a full git commit SHA'),
  /** Date of that commit. */
  commit_date: rfc3339,
  /** Branch the build came from (HEAD for tagged builds). */
  commit_branch: z.string().min(1).describe('the branch, e.g. HEAD'),
  /** Version of the Rust compiler. */
  rustc_version: semver,
  /** Release channel of the compiler. */
  rustc_channel: z.enum(['stable', 'beta', 'nightly']),
  /** Cargo profile of the build. */
  cargo_profile: z.enum(['release', 'debug']),
});

export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Front matter of a file in releases/. Unknown fields are rejected. */
/** A dated note of what was corrected in an entry after it was published. */
const correctionSchema = z.strictObject({
  /** Day the correction was made. */
  date: isoDate,
  /** What changed and why, in a sentence. */
  note: z.string().min(10, 'must say in a sentence what was corrected'),
});

/**
 * One review of an entry against the public record: its summary, "What to do"
 * block and every item were compared with the record's changelog entry and
 * the PRs it links, at one commit of the Nym repository (nymtech/nym).
 */
const recordCheckSchema = z
  .strictObject({
    /** The nymtech/nym commit whose changelog and linked PRs the entry was read against. */
    commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'must be 40 hexadecimal characters (a full git commit SHA of nymtech/nym)')
      .describe('a full git commit SHA of nymtech/nym'),
    /** Day of the review. */
    date: isoDate,
  })
  .describe('the review against the public record: commit (the nymtech/nym commit read) and date');

/** What an entry of the changelog is: a release of the software, or news for operators with no release of its own. */
const ENTRY_KINDS = ['release', 'news'] as const;

export const releaseFrontMatterSchema = z
  .strictObject({
    /**
     * A release (the default) or a news entry: news has no node version, binaries or build info and stays out of
     * version ranges.
     */
    kind: z.enum(ENTRY_KINDS, {error: `must be one of ${ENTRY_KINDS.join(', ')}`}).default('release'),
    /** The heading as readers know it, e.g. v2025.13-emmental. */
    heading: z.string().min(1).describe('the heading as readers know it, e.g. "v2025.13-emmental"'),
    /** The release tag (v2025.13-emmental), or null for a heading without one. */
    tag: z
      .string()
      .regex(/^v\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*$/, 'must be a release tag such as v2025.13-emmental')
      .nullable()
      .describe('a release tag such as v2025.13-emmental, or null'),
    /** Anchor of the release heading on the changelog; kept from the public page so shared links work. */
    slug: anchor,
    /** Day the release was published. */
    release_date: isoDate,
    /** nym-node version(s) shipped, or null when the release names none. */
    node_version: z
      .union([semver, z.array(semver).min(1)], {
        error: (issue) => (issue.input === undefined ? undefined : versionMessage(issue.input, 'node_version')),
      })
      .nullable()
      .describe('a version such as "1.15.0", a list of versions, or null'),
    /** Where the release binaries are published, or null when the release has no binaries page. */
    binaries_url: httpsUrl.nullable().describe('an https:// URL, or null'),
    /** Other links of the release (milestone, full CHANGELOG), each with a label. */
    links: z.array(z.strictObject({label: z.string().min(1), url: httpsUrl})).default([]),
    /** Build information as the binary prints it, where the release published it. */
    build_info: buildInfoSchema.optional(),
    /** 2024 releases sit in the collapsed archive. */
    archived: z.boolean().describe('true or false'),
    /** One or two sentences for feeds and the range summary; our own words. */
    summary: z
      .string()
      .min(20, 'must say in a sentence what the release brings')
      .describe('one or two sentences for feeds and the landing page'),
    /** Quirks of the public record worth telling readers (a typo in a tag, a missing version line). */
    notes: z.array(z.string().min(1)).default([]),
    /** Why a release names no nym-node version (it ships other components only, or its record gives none). */
    node_version_note: z
      .string()
      .min(10, 'must say in a sentence why the release names no nym-node version')
      .optional(),
    /** What was corrected in the entry after publication, dated. */
    corrections: z.array(correctionSchema).default([]),
    /** The review of this entry against the public record: which record it was read against, and when. */
    /** Required: an entry is published once it has been read against the record. */
    record_check: recordCheckSchema,
  })
  .superRefine((entry, context) => {
    if (entry.kind === 'news') {
      if (entry.node_version !== null)
        context.addIssue({
          code: 'custom',
          path: ['node_version'],
          message: 'a news entry ships no software: write node_version: null',
        });
      if (entry.build_info !== undefined)
        context.addIssue({code: 'custom', path: ['build_info'], message: 'a news entry has no build information'});
      if (entry.binaries_url !== null)
        context.addIssue({
          code: 'custom',
          path: ['binaries_url'],
          message: 'a news entry has no binaries: write binaries_url: null',
        });
    } else if (entry.node_version === null && entry.node_version_note === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['node_version_note'],
        message: 'a release without a nym-node version must say why (node_version_note)',
      });
    }
  });

export type ReleaseFrontMatter = z.infer<typeof releaseFrontMatterSchema>;

/** Attributes of <Section> in a release body. */
const sectionAttributesSchema = z.strictObject({
  kind: z.enum(SECTION_KIND_NAMES, {error: `must be one of ${SECTION_KIND_NAMES.join(', ')}`}),
  title: z.string().min(1),
  id: anchor,
  level: z
    .union([z.literal(3), z.literal(4)], {
      error: 'must be 3 (the default) or 4: a section heading is one level below its release',
    })
    .default(3),
});

/** Attributes of <Change> (one changelog item) in a release body. */
export const changeAttributesSchema = z
  .strictObject({
    title: z.string().min(1).describe('the item title as readers see it'),
    pr: z.number().int().positive().optional(),
    href: z
      .string()
      .min(1)
      .superRefine((value, context) => {
        const unsafe = unsafeUrlReason(value);
        if (unsafe) context.addIssue({code: 'custom', message: `${unsafe}; ${SAFE_URL_HINT}`});
      })
      .optional(),
    audience: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.array(z.enum(AUDIENCE_NAMES, {error: `must list audiences among ${AUDIENCE_NAMES.join(', ')}`})).min(1)),
    id: anchor.optional(),
    endpoints: z.string().optional(),
  })
  .refine((value) => value.pr !== undefined || value.href !== undefined, {
    message: 'needs a pr number or an href',
    path: ['pr'],
  })
  .refine((value) => value.pr !== undefined || value.id !== undefined, {
    message: 'an item without a pr needs an explicit id (its permanent anchor)',
    path: ['id'],
  })
  .refine(
    (value) =>
      value.href === undefined ||
      unsafeUrlReason(value.href) !== undefined ||
      value.href.startsWith('https://') ||
      value.href.startsWith('/'),
    {
      message: 'href must be https:// or a site path starting with /',
      path: ['href'],
    },
  );

const collapsibleAttributesSchema = z.strictObject({
  title: z.string().min(1),
  id: anchor.optional(),
});

/** Attributes of <OperatorActions> (the "what to do" block that opens a release). */
const operatorActionsAttributesSchema = z.strictObject({
  upgrade: z.enum(UPGRADE_NEEDS, {error: `must be one of ${UPGRADE_NEEDS.join(', ')}`}),
});

/** Attributes of <TerminalFigure> (a command and what its output showed). */
const terminalFigureAttributesSchema = z.strictObject({
  caption: z.string().min(1),
});

/** Attributes of <WalletMigrationDiagram>. */
const walletMigrationDiagramAttributesSchema = z.strictObject({
  view: z.enum(['button', 'dialog'], {error: 'must be button or dialog'}),
});

/** Attributes of <CalculatorSlot>: which calculator sits in the release. */
const calculatorSlotAttributesSchema = z.strictObject({
  name: z.enum(['node-load'], {error: 'must be node-load (the calculators a release can hold)'}),
});

/** Attributes of <HardwareTable>: which server type's figures it shows. */
const hardwareTableAttributesSchema = z.strictObject({
  server: z.enum(['vps', 'dedicated'], {error: 'must be vps or dedicated'}),
});

/** A component that takes no attributes (the rule tables render constants). */
const noAttributes = z.strictObject({});

/**
 * Every element a release body may hold, with the attributes each takes. A body is plain Markdown
 * and these components: any other element (raw HTML included) is rejected, so a release file can
 * neither run script nor bring markup the site does not style. The components are handed to
 * release bodies by the changelog feature (components/releaseComponents.ts) and the theme.
 */
export const releaseBodyComponentSchemas = {
  Section: sectionAttributesSchema,
  Change: changeAttributesSchema,
  Collapsible: collapsibleAttributesSchema,
  OperatorActions: operatorActionsAttributesSchema,
  Action: actionAttributesSchema,
  TerminalFigure: terminalFigureAttributesSchema,
  WalletMigrationDiagram: walletMigrationDiagramAttributesSchema,
  CalculatorSlot: calculatorSlotAttributesSchema,
  ResponseSizeTable: noAttributes,
  LoadTierTable: noAttributes,
  ExitPolicyPorts: noAttributes,
  HardwareTable: hardwareTableAttributesSchema,
  ServiceSettings: noAttributes,
} as const;

export type ReleaseBodyComponent = keyof typeof releaseBodyComponentSchemas;

/**
 * What a release body may import: the rule constants (any of them), and the calculator slot.
 * Everything else it uses is handed to it without an import.
 */
export const RELEASE_IMPORTS: Readonly<Record<string, {names: 'any'} | {default: string}>> = {
  '@site/src/rules/constants': {names: 'any'},
  '@site/src/components/calculators/CalculatorSlot': {default: 'CalculatorSlot'},
};
