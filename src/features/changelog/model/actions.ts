import * as z from 'zod';
import {
  ACTION_KIND_NAMES,
  ACTION_TARGETS,
  ACTION_TARGET_NAMES,
  parsePorts,
  type ActionTarget,
} from './actionVocabulary';

/**
 * The "what to do" block of a release as data. Each bullet of the block
 * opens with an `<Action …/>` element that types it: what kind of step it
 * is, whom it is for, and the facts it carries (a version, ports, a
 * command's argv, a config key, a date). The bullet's sentence stays ours
 * and reads as before; the element only adds the facts, which the upgrade
 * plan (src/features/upgradePlan/model/) merges across releases. The type
 * of a parsed action, OperatorAction, is in actionVocabulary.ts.
 */

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const date = z
  .string()
  .refine(
    (value) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date written YYYY-MM-DD',
  );

const targets = z
  .string()
  .optional()
  .transform((value, context) => {
    const names = (value ?? 'all').trim().split(/\s+/);
    const unknown = names.filter((name) => !(name in ACTION_TARGETS));
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `"${unknown.join(' ')}" is not a target; use any of ${ACTION_TARGET_NAMES.join(', ')}, separated by spaces`,
      });
    return names as ActionTarget[];
  });

const common = {
  /** The action's anchor within the release's "what to do" block: {release slug}-do-{id}. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens, such as "upgrade"'),
  for: targets,
  /** The release asks for it but leaves it to the operator ("optional", "if you want"). */
  optional: z.boolean().optional(),
  /**
   * The actions that replace this one, by their anchors ({release slug}-do-{id}): a later upgrade, the
   * step that takes the job over (the NTM managing a gateway's ports), the release that configures what
   * this one said was not configurable yet. For a node those actions are for, this one is done by them.
   */
  replacedBy: z
    .string()
    .transform((value) => value.trim().split(/\s+/))
    .optional(),
  /**
   * When it stops mattering: a day (an event's, the end of a grace period), or the slug of the release that
   * reported the event that ended it (a vote's outcome). Passed once a newer release is out, or that one.
   */
  until: z
    .string()
    .refine(
      (value) => /^[a-z][a-z0-9-]*$/.test(value) || date.safeParse(value).success,
      'must be a date written YYYY-MM-DD or the slug of a release, such as v202515-gruyere',
    )
    .optional(),
};

/**
 * Where a check or a reading goes in a plan when not with the checks at the end: before the upgrade (check
 * the system, back a file up) or before the restart (check what the restart will load).
 */
const place = z.enum(['before-upgrade', 'before-restart']).optional();

const version = z.string().regex(SEMVER, 'must be a version written MAJOR.MINOR.PATCH such as 1.22.0');

export const actionAttributesSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('upgrade'),
      ...common,
      /** The binary to install: nym-node, nym-wallet, nym-node-cli, nyxd… */
      binary: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a binary name such as nym-node'),
      version,
      /** Why an operator coming from further back must stop at this version before going on. */
      stop: z.string().min(10, 'must say why the operator stops at this version').optional(),
      /** What to run with this version, at the stop: the command's words, placeholders in angle brackets. */
      run: z.array(z.string().min(1)).min(1).optional(),
    }),
    z.strictObject({
      kind: z.literal('ports'),
      ...common,
      /** The interface a rule is for (ufw's `allow in on <interface>`), when the release names one. */
      on: z
        .string()
        .regex(/^[a-z][a-z0-9]*$/, 'must be an interface name such as nymwg')
        .optional(),
      ports: z.string().transform((value, context) => {
        const parsed = parsePorts(value);
        if ('invalid' in parsed)
          context.addIssue({
            code: 'custom',
            message: `"${parsed.invalid}" is not a port such as 51822/udp or 1-1024/tcp`,
          });
        return 'invalid' in parsed ? [] : parsed;
      }),
    }),
    z.strictObject({
      kind: z.literal('command'),
      ...common,
      /** The command as its words, placeholders in angle brackets: ["nym-node", "run", "--id", "<ID>"]. */
      argv: z.array(z.string().min(1)).min(1, 'must hold the command and its arguments'),
      /** Run it as root. */
      root: z.boolean().optional(),
      /** It runs after every other step of a plan: a restart that loads what the others changed. */
      last: z.boolean().optional(),
      /**
       * It runs again here although an earlier action ran it already: the release asks for it twice, with
       * steps between (run the NTM, switch ufw off, run the NTM again).
       */
      again: z.boolean().optional(),
      /** What to download first, for the command to run: a script or a binary, by its URL. */
      fetch: z.url({protocol: /^https$/, error: 'must be an https:// address'}).optional(),
      /** Where the release saves the download (curl's `-o`), if not as its name: `./network-tunnel-manager.sh`. */
      saveAs: z.string().min(1).optional(),
    }),
    z.strictObject({
      kind: z.literal('config'),
      ...common,
      file: z.string().min(1),
      key: z.string().min(1),
      from: z.string().optional(),
      to: z.string(),
    }),
    z.strictObject({kind: z.literal('migrate'), ...common}),
    z.strictObject({kind: z.literal('vote'), ...common, date: date.optional()}),
    z.strictObject({kind: z.literal('deadline'), ...common, date}),
    z.strictObject({kind: z.literal('check'), ...common, at: place}),
    z.strictObject({kind: z.literal('read'), ...common, at: place}),
  ],
  {error: `must be one of ${ACTION_KIND_NAMES.join(', ')}`},
);
