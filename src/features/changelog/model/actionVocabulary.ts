import type * as z from 'zod';
import type {actionAttributesSchema} from './actions';

/**
 * The words of a release's "what to do" actions: their kinds, whom they are
 * for, ports as rules, their anchors, and the type of a parsed action. The
 * changelog model and the upgrade plan (src/features/upgradePlan/model/) both
 * take these from here and from nowhere else. No schema here: the browser's
 * code (the changelog's filters, the upgrade plan) reads these, and the
 * schema (actions.ts) stays at build time; only its type is named below, and
 * a type import leaves no code behind.
 */

export const ACTION_KINDS = {
  upgrade: 'Upgrade',
  ports: 'Open ports',
  command: 'Run a command',
  config: 'Change a setting',
  migrate: 'Migrate',
  vote: 'Vote',
  deadline: 'Deadline',
  check: 'Check',
  read: 'Read',
} as const;
export type ActionKind = keyof typeof ACTION_KINDS;
export const ACTION_KIND_NAMES = Object.keys(ACTION_KINDS) as [ActionKind, ...ActionKind[]];

/**
 * Whom an action is for. A node operator runs one mode (a legacy binary is a
 * mode of its own until it migrates); `gateway` is either gateway mode;
 * `wireguard` a gateway that runs WireGuard; `all` every node operator. Wallet
 * users and validators are readers of a release too, but no node mode.
 */
export const ACTION_TARGETS = {
  all: 'Every node operator',
  mixnode: 'Mixnodes',
  gateway: 'Gateways',
  'entry-gateway': 'Entry gateways',
  'exit-gateway': 'Exit gateways',
  wireguard: 'Gateways with WireGuard',
  'legacy-mixnode': 'Legacy mixnode binaries',
  'legacy-gateway': 'Legacy gateway binaries',
  validator: 'Validators',
  wallet: 'Wallet users',
} as const;
export type ActionTarget = keyof typeof ACTION_TARGETS;
export const ACTION_TARGET_NAMES = Object.keys(ACTION_TARGETS) as [ActionTarget, ...ActionTarget[]];

/** A port or a range of ports with its protocol, as a release asks to open it: `51822/udp`, `1-1024/tcp`. */
export interface PortRule {
  from: number;
  to: number;
  protocol: 'tcp' | 'udp';
  /** The interface the rule is for, when the release names one (ufw's `allow in on nymwg`). */
  on?: string;
}

const PORT_RULE = /^(\d{1,5})(?:-(\d{1,5}))?\/(tcp|udp)$/;

/** `51822/udp 465/tcp` as port rules, or the first token that is not one. */
export function parsePorts(text: string): PortRule[] | {invalid: string} {
  const rules: PortRule[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const match = PORT_RULE.exec(token);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to > 65535 || to < from) return {invalid: token};
    rules.push({from, to, protocol: match[3] as 'tcp' | 'udp'});
  }
  return rules;
}

/** The anchor of an action in its release. */
export function actionAnchor(releaseSlug: string, id: string): string {
  return `${releaseSlug}-do-${id}`;
}

/**
 * One action of a release's "what to do" block: the attributes of its `<Action …/>` element as the schema
 * (actions.ts) gives them back, and the bullet's sentence.
 */
export type OperatorAction = z.output<typeof actionAttributesSchema> & {
  /** The bullet as plain text. */
  text: string;
};
