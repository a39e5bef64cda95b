// A Playwright reporter for the review site (scripts/report/build.ts): every test with its
// steps (test.step, expect and page actions, one level deep), its errors, its attachments (the
// screenshot comparisons' expected/actual/diff files, traces, the axe results the audits
// attach) and which 1440 px baselines it compared. Written to REPORT_RESULTS_DIR (default
// test-results)/playwright-run.json at the end of the run; the built-in json reporter's file is
// not enough: it keeps only test.step steps, and these journeys have none.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

export interface RunStep {
  title: string;
  category: string;
  error: string | null;
}

export interface RunAttachment {
  name: string;
  contentType: string;
  path: string | null;
  /** Inline bodies (the axe results), as text. */
  body: string | null;
}

export interface RunTest {
  id: string;
  file: string;
  line: number;
  titlePath: string[];
  status: string;
  retry: number;
  durationMs: number;
  errors: string[];
  steps: RunStep[];
  /** Baseline file names compared by toHaveScreenshot, in order. */
  screenshots: string[];
  attachments: RunAttachment[];
}

export interface RunFile {
  startTime: string;
  durationMs: number;
  status: string;
  rootDir: string;
  tests: RunTest[];
}

const STEP_CATEGORIES = new Set(['test.step', 'expect', 'pw:api']);
const SHOT = /toHaveScreenshot\(([^)]+\.png)\)/;

function strip(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

export default class ReviewReporter implements Reporter {
  private readonly tests: RunTest[] = [];
  private rootDir = '';
  private started = new Date();

  onBegin(config: FullConfig, _suite: Suite): void {
    this.rootDir = config.rootDir;
    this.started = new Date();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const steps: RunStep[] = [];
    const screenshots: string[] = [];
    const visit = (step: TestStep, depth: number): void => {
      const shot = SHOT.exec(step.title);
      if (shot?.[1]) screenshots.push(shot[1].replace(/^['"]|['"]$/g, ''));
      if (STEP_CATEGORIES.has(step.category) && depth <= 1) {
        const url = typeof step.params?.url === 'string' ? ` ${step.params.url}` : '';
        steps.push({ title: `${step.title}${url}`, category: step.category, error: step.error?.message ? strip(step.error.message).split('\n')[0]! : null });
      }
      for (const child of step.steps) visit(child, step.category === 'test.step' ? depth : depth + 1);
    };
    for (const step of result.steps) visit(step, 0);
    this.tests.push({
      id: test.id,
      file: path.relative(process.cwd(), test.location.file),
      line: test.location.line,
      titlePath: test.titlePath().filter(Boolean).slice(1),
      status: result.status,
      retry: result.retry,
      durationMs: result.duration,
      errors: result.errors.map((e) => strip(e.message ?? e.value ?? '')),
      steps,
      screenshots: [...new Set(screenshots)],
      attachments: result.attachments.map((a) => ({
        name: a.name,
        contentType: a.contentType,
        path: a.path ?? null,
        body: a.body ? a.body.toString('utf8') : null,
      })),
    });
  }

  onEnd(result: FullResult): void {
    const dir = process.env.REPORT_RESULTS_DIR ?? 'test-results';
    mkdirSync(dir, { recursive: true });
    const file: RunFile = {
      startTime: this.started.toISOString(),
      durationMs: result.duration,
      status: result.status,
      rootDir: this.rootDir,
      tests: this.tests,
    };
    writeFileSync(path.join(dir, 'playwright-run.json'), JSON.stringify(file));
  }

  printsToStdio(): boolean {
    return false;
  }
}
