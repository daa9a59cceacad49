import {BUILD_INFO_LABELS, buildInfoText} from '@site/src/features/changelog/model/buildInfo';
import type {BuildInfo as BuildInfoFacts} from '@site/src/features/changelog/model/schema';
import {createContext} from 'react';
import CopyButton from './CopyButton';
import './BuildInfo.css';

/**
 * The build information of the release being rendered, handed from the release entry to its "what to do"
 * block, which shows it right after itself: what to do first, then what the binary reports.
 */
export const ReleaseBuildInfoContext = createContext<{info: BuildInfoFacts; releaseHeading: string} | undefined>(
  undefined,
);

/** The build-info block of a release as a labelled table, copyable as the text the binary prints. */
export default function BuildInfo({info, releaseHeading}: {info: BuildInfoFacts; releaseHeading: string}) {
  return (
    <div className="build-info">
      <table>
        <caption>
          Build information{' '}
          <CopyButton text={buildInfoText(info)} label={`Copy the build information of ${releaseHeading}`} />
        </caption>
        <tbody>
          {BUILD_INFO_LABELS.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>
                <code>{info[key]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
