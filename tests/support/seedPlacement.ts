/**
 * Reads shared/data/seed-placement.md (copied to tests/fixtures): the table
 * rows mapping each fact of the specification to the release, section and
 * form where the public record shows it, and what a row asks of a page.
 */
export interface PlacementRow {
  number: number;
  fact: string;
  releases: string;
  sections: string;
  form: string;
}

export function placementRows(markdown: string): PlacementRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        number: Number(cells[0]),
        fact: cells[1] ?? '',
        releases: cells[2] ?? '',
        sections: cells[3] ?? '',
        form: cells[4] ?? '',
      };
    });
}

/** Release names a cell gives: tags (v2025.7-tex, v2024.12.1-aero) and the two untagged entries. */
export function releaseNamesIn(cell: string): string[] {
  const names = [...cell.matchAll(/v20\d\d\.\d+(?:\.\d+)?-[a-z]+(?:-[a-z]+)?/g)].map((match) => match[0]);
  if (/magura-drift/.test(cell) && !names.includes('v2024.13-magura-drift')) names.push('magura-drift');
  if (/patch from release\/2024\.10-caramello/.test(cell)) names.push('nym-node patch from release/2024.10-caramello');
  return [...new Set(names)];
}

/**
 * Pull requests a row names as items of its releases ("PR item 4630", "(PR 5201)",
 * "PR item title 5215"); not those it places in another release ("PR 5059 in v2024.14-crunch").
 */
export function pullRequestsIn(text: string): number[] {
  return [
    ...new Set(
      [...text.matchAll(/\bPRs?(?: item)?(?: title| description)?s? (\d{4})\b(?! in v20)/g)].map((match) =>
        Number(match[1]),
      ),
    ),
  ];
}

/**
 * Figures a fact states that a page must show as written: numbers of three or
 * more digits or with separators (882,684; 14:30; 0.995; 64,800,000), not
 * release tags, not PR numbers.
 */
export function figuresIn(fact: string): string[] {
  const withoutTags = fact.replace(/v?20\d\d\.\d+(?:\.\d+)?(?:-[a-z-]+)?/g, ' ').replace(/\bPRs? \d+/g, ' ');
  return [
    ...new Set(
      [...withoutTags.matchAll(/\d[\d,.:]*\d/g)]
        .map((match) => match[0])
        .filter((figure) => figure.replace(/\D/g, '').length >= 3),
    ),
  ];
}
