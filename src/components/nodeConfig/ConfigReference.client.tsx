import StaticIsland from '@site/src/components/StaticIsland';
import {configReferenceIsland, type ConfigReferencePart} from './island';
// The browser bundle holds this island in place of ConfigReference.tsx: its stylesheet comes in with it.
import './ConfigReference.css';

/**
 * What the browser bundle holds of a part of the configuration reference: the island that keeps the prerendered
 * HTML. The node-config-reference plugin swaps this module in for ConfigReference.tsx in production client builds.
 */
export default function ConfigReference({part}: {part: ConfigReferencePart}) {
  return (
    <StaticIsland id={configReferenceIsland(part)} subject="The settings of this part" className="cfg-reference" />
  );
}
