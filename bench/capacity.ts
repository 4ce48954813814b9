// The capacity model for a national model test: from the CPU seconds the api and the gateway spent
// per operation in this run's storms, and pgbench's upsert rate, what 100,000 learners need.
import { fmt } from './report';
import type { Cpu, StormResult } from './storms';

export type Capacity = { lines: string[]; assumptions: string[]; peakCores: number };

export function capacityModel(r: StormResult, pgbenchTps: number | undefined): Capacity {
  const learners = 100_000;
  const questions = 100;
  const examMinutes = 60;
  const startWindow = 5 * 60;
  const savesPerQuestion = 1.2;
  const utilisation = 0.7;

  const startsPerSecond = learners / startWindow;
  const savesPerSecond = (learners * questions * savesPerQuestion) / (examMinutes * 60);
  // Everyone started within 5 minutes, so everyone's time is up within the same 5 minutes.
  const submitsPerSecond = learners / startWindow;

  const cores = (perOp: { api: number; gateway: number }, rate: number) => ({ api: (perOp.api * rate) / utilisation, gateway: (perOp.gateway * rate) / utilisation });
  const start = cores(r.create.cpuPerLearner, startsPerSecond);
  const save = cores(r.autosave.cpuPerSave, savesPerSecond);
  const submit = cores(r.submit.cpuPerSubmit, submitsPerSecond);
  // The busiest minutes: the start window (starts plus the saves already flowing) or the end window.
  const peakApi = Math.max(start.api, submit.api) + save.api;
  const peakGateway = Math.max(start.gateway, submit.gateway) + save.gateway;

  // Rows written: a start writes the exam, its subject row and its 100 drawn questions; a save one
  // answer row; a submit up to 100 answers, 100 question ratings, the learner's rating, the exam
  // ratings row, the subject results and the exam itself.
  const rowsStart = 2 + questions;
  const rowsSubmit = questions * 2 + 5;
  const txPerSecond = Math.max(startsPerSecond, submitsPerSecond) + savesPerSecond;
  const rowsPerSecond = Math.max(startsPerSecond * rowsStart, submitsPerSecond * rowsSubmit) + savesPerSecond;

  const lines = [
    `Load: ${fmt(startsPerSecond)} exam starts/s for 5 minutes, ${fmt(savesPerSecond)} answer saves/s for the hour, ${fmt(submitsPerSecond)} submits/s in the last 5 minutes.`,
    `Measured CPU per operation (api + gateway): start ${ms(r.create.cpuPerLearner.api)} + ${ms(r.create.cpuPerLearner.gateway)}, ` +
      `save ${ms(r.autosave.cpuPerSave.api)} + ${ms(r.autosave.cpuPerSave.gateway)}, submit ${ms(r.submit.cpuPerSubmit.api)} + ${ms(r.submit.cpuPerSubmit.gateway)}.`,
    `api: ${fmt(peakApi)} cores at the peak (start ${fmt(start.api)}, saves ${fmt(save.api)}, submits ${fmt(submit.api)}), e.g. ${Math.ceil(peakApi)} single-core replicas.`,
    `gateway: ${fmt(peakGateway)} cores at the peak (start ${fmt(start.gateway)}, saves ${fmt(save.gateway)}, submits ${fmt(submit.gateway)}).`,
    `PostgreSQL: ${fmt(txPerSecond)} write transactions/s and about ${fmt(rowsPerSecond)} rows written/s at the peak` +
      (pgbenchTps ? `; this machine's pgbench single-row upsert reached ${fmt(pgbenchTps)} tps, so the saves alone need ${fmt(savesPerSecond / pgbenchTps)}× this machine's PostgreSQL.` : '.'),
  ];
  const assumptions = [
    `${learners.toLocaleString('en')} learners, ${questions} questions, ${examMinutes} minutes, all starting evenly within 5 minutes and all finishing within the same 5 minutes at the end.`,
    `${savesPerQuestion} autosaves per question (some answers are changed); every save is one GraphQL saveAnswer; the submit carries all 100 answers.`,
    `CPU per operation is the api's and the gateway's process CPU time over each storm phase divided by the operations in it (so it includes their share of logging, GC and idle polling); the load generator, Chromium and PostgreSQL are not in it.`,
    `Cores are sized for ${utilisation * 100}% utilisation; CPU time scales linearly with replicas (stateless processes behind a load balancer, docs/architecture.md#one-url).`,
    'Reads while answering (the question set once per learner at start, the clock) are included only in the start phase; the landing and home pages are served as static files and cached.',
    'Measured on the machine named above; CPU seconds per request are less sensitive to the machine being shared than latencies, but cache and scheduler contention still inflate them somewhat.',
  ];
  return { lines, assumptions, peakCores: peakApi + peakGateway };
}

function ms(seconds: number): string {
  return `${fmt(seconds * 1000)} ms`;
}

/**
 * The capacity model for a 100,000-learner contest (issue 20, docs/contest.md#clock): everyone
 * joins in the start minute (a join and the exam sheet's read each), and everyone's time is up at
 * the same end, so the submits come within the grace, from the CPU this run's contest measured.
 */
export function contestCapacityModel(r: { cpuPerJoin: Cpu; cpuPerSave: Cpu; cpuPerSubmit: Cpu; resultsMs: number }, merit: { sittings: number; resultsMs: number; computeMs: number } | null, questions: number): Capacity {
  const learners = 100_000;
  const startWindow = 60;
  const submitWindow = 120;
  const savesPerQuestion = 1.2;
  const examMinutes = 60;
  const utilisation = 0.7;
  const joinsPerSecond = learners / startWindow;
  const submitsPerSecond = learners / submitWindow;
  const savesPerSecond = (learners * questions * savesPerQuestion) / (examMinutes * 60);
  const cores = (perOp: Cpu, rate: number) => ({ api: (perOp.api * rate) / utilisation, gateway: (perOp.gateway * rate) / utilisation });
  const join = cores(r.cpuPerJoin, joinsPerSecond);
  const save = cores(r.cpuPerSave, savesPerSecond);
  const submit = cores(r.cpuPerSubmit, submitsPerSecond);
  const startCores = join.api + join.gateway;
  const endCores = submit.api + submit.gateway + save.api + save.gateway;
  const lines = [
    `Load: ${fmt(joinsPerSecond)} joins/s in the start minute (each a joinContest and the examSheet read), ${fmt(savesPerSecond)} answer saves/s while it runs, ${fmt(submitsPerSecond)} submits/s within the ${submitWindow / 60} minutes at the end.`,
    `Measured CPU per operation (api + gateway): join + sheet ${ms(r.cpuPerJoin.api)} + ${ms(r.cpuPerJoin.gateway)}, save ${ms(r.cpuPerSave.api)} + ${ms(r.cpuPerSave.gateway)}, submit ${ms(r.cpuPerSubmit.api)} + ${ms(r.cpuPerSubmit.gateway)}.`,
    `Start minute: ${fmt(startCores)} cores of api + gateway (api ${fmt(join.api)}, gateway ${fmt(join.gateway)}), e.g. ${Math.ceil(join.api)} api and ${Math.ceil(join.gateway)} gateway single-core replicas for that minute.`,
    `The end: ${fmt(endCores)} cores (submits api ${fmt(submit.api)} + gateway ${fmt(submit.gateway)}, the last saves ${fmt(save.api + save.gateway)}).`,
    merit
      ? `Results: computed once by the api's results job after the end plus the grace (docs/contest.md#results-job); ready ${fmt(merit.resultsMs / 1000)} s after it for ${merit.sittings.toLocaleString('en')} sittings on this machine (the job's next look, then the computation in PostgreSQL, one transaction, ${fmt(merit.computeMs / 1000)} s), so no core of the api is held by it beyond the wait.`
      : 'Results: not measured at scale in this run (the merit section did not run).',
  ];
  const assumptions = [
    `${learners.toLocaleString('en')} registered learners, ${questions} questions, all joining evenly within the contest's first minute (the hardest case; a contest's start is one instant, docs/contest.md#clock).`,
    `${savesPerQuestion} autosaves per question over ${examMinutes} minutes; all submits within ${submitWindow / 60} minutes at the end (the rest are finished at results time, set-based, docs/contest.md#results).`,
    `Cores are sized for ${utilisation * 100}% utilisation; CPU time per operation is this run's process CPU over each phase divided by its operations.`,
  ];
  return { lines, assumptions, peakCores: Math.max(startCores, endCores) };
}
