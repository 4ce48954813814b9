// The previous-year test setup's calls against the gateway (./operations.graphql).
//
// The machine's university entry carries one unit (`units` is what it sends as the unit), while a
// template lists each university with all its units; so Select University offers one entry per
// university and unit, 'University of Dhaka (A unit)', numbered in order, each carrying its
// university's id for the creation.
import {
  PREVIOUS_YEAR_TYPE_ID,
  universityUnitLabel,
  type CreatedPreviousYearExam,
  type CreatePreviousYearInput,
  type Language,
  type PreviousYearTemplate,
} from '@proshno/engine';
import type { Client } from 'urql';
import { CreatePreviousYearExamDocument, PreviousYearTemplatesDocument, type PreviousYearTemplatesQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export function previousYearTemplatesOf({ examTemplates }: PreviousYearTemplatesQuery): PreviousYearTemplate[] {
  let entries = 0;
  return examTemplates
    .filter((template) => template.exam_Type === PREVIOUS_YEAR_TYPE_ID)
    .map(({ id, name, universities }) => ({
      id,
      name,
      universities: universities.flatMap((university) =>
        university.units.map((unit, i) => ({
          id: (entries += 1),
          university_id: university.id,
          university: university.university,
          units: unit,
          label: university.unit_labels[i] ?? universityUnitLabel(university.university, unit),
          count_for_pass: university.count_for_pass,
        })),
      ),
    }));
}

/** The machine's loadTemplates: a fresh list on every visit and every Reload. */
export async function loadPreviousYearTemplates(client: Client): Promise<PreviousYearTemplate[]> {
  return previousYearTemplatesOf(await dataOf(client.query(PreviousYearTemplatesDocument, {}, { requestPolicy: 'network-only' }).toPromise()));
}

/** What Select University shows for an entry: the gateway's label, in the page's language (docs/i18n.md#names). */
export function universityLabel(entry: { university: string; units: string; label?: string }): string {
  return entry.label ?? universityUnitLabel(entry.university, entry.units);
}

export async function createPreviousYearExam(
  client: Client,
  { template, university, year, unit }: CreatePreviousYearInput,
  version: Language,
): Promise<CreatedPreviousYearExam> {
  const { createPreviousYearExam: exam } = await dataOf(
    client.mutation(CreatePreviousYearExamDocument, { template, university, year: String(year), unit, version }).toPromise(),
  );
  return exam;
}
