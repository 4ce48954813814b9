// The previous-year test setup's calls against the gateway (./operations.graphql).
//
// The machine's university entry carries one unit (`units` is what it sends as the unit), while a
// template lists each university with all its units; so Select University offers one entry per
// university and unit, 'University of Dhaka (A unit)', and the entry id is mapped back to the
// university's id when the exam is created.
import { PREVIOUS_YEAR_TYPE_ID, universityUnitLabel, type CreatePreviousYearInput, type PreviousYearTemplate } from '@proshno/engine';
import type { Client } from 'urql';
import { CreatePreviousYearExamDocument, type PreviousYearTemplatesQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** The created exam and the seconds its clock starts from (the server's, for ?remaining=). */
export type CreatedExam = { id: number; time_remaining: number };

/** The templates as the machine sees them, and the university id behind each entry id. */
export type PreviousYearCatalogue = { templates: PreviousYearTemplate[]; universityOf: ReadonlyMap<number, number> };

export function previousYearCatalogueOf({ examTemplates }: PreviousYearTemplatesQuery): PreviousYearCatalogue {
  const universityOf = new Map<number, number>();
  const templates = examTemplates
    .filter((template) => template.exam_Type === PREVIOUS_YEAR_TYPE_ID)
    .map(({ id, name, universities }) => ({
      id,
      name,
      universities: universities.flatMap((university) =>
        university.units.map((unit) => {
          const entry = universityOf.size + 1;
          universityOf.set(entry, university.id);
          return { id: entry, university: university.university, units: unit, count_for_pass: university.count_for_pass };
        }),
      ),
    }));
  return { templates, universityOf };
}

/** What Select University shows for an entry. */
export function universityLabel(entry: { university: string; units: string }): string {
  return universityUnitLabel(entry.university, entry.units);
}

export async function createPreviousYearExam(
  client: Client,
  catalogue: PreviousYearCatalogue,
  { template, university, year, unit }: CreatePreviousYearInput,
): Promise<CreatedExam> {
  const universityId = catalogue.universityOf.get(university);
  if (universityId === undefined) throw new Error(`no university behind entry ${university}`);
  const { createPreviousYearExam: exam } = await dataOf(
    client.mutation(CreatePreviousYearExamDocument, { template, university: universityId, year: String(year), unit }).toPromise(),
  );
  return exam;
}
