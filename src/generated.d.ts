// Modules written by the api-reference plugin at build time.
declare module '@generated/api-reference/default/endpoint-mentions.json' {
  const mentions: Record<string, {anchor: string; title: string; release: string; heading: string}[]>;
  export default mentions;
}

declare module '@generated/api-reference/default/reference.json' {
  const views: unknown;
  export default views;
}

declare module '@generated/api-reference/default/registry.json' {
  const registry: unknown;
  export default registry;
}

// Modules written by the node-config-reference plugin at build time.
declare module '@generated/node-config-reference/default/reference.json' {
  const view: import('./nodeConfig/referenceView').ConfigReferenceView;
  export default view;
}

declare module '@generated/node-config-reference/default/setting-mentions.json' {
  const mentions: Record<string, {label: string; anchor: string}[]>;
  export default mentions;
}
