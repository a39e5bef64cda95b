// The lint rules that keep imports one-way (src -> machines -> domain, server -> domain) fire.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction', () => {
  it('keeps machines free of React, axios and the app', async () => {
    expect(await restricted('machines/probe.ts', "import React from 'react';\nexport const r = React;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import axios from 'axios';\nexport const a = axios;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import { x } from '../src/api/client.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restricted('machines/probe.ts', "import { modelKey } from '../domain/model-key.ts';\nexport const k = modelKey;\n")).toHaveLength(0);
  });

  it('keeps the server away from the SPA and the machines', async () => {
    expect(await restricted('server/probe.ts', "import { x } from '../src/app.tsx';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restricted('server/probe.ts', "import { m } from '../machines/session.ts';\nexport const n = m;\n")).toHaveLength(1);
    expect(await restricted('server/probe.ts', "import { MSG } from '../domain/messages.ts';\nexport const n = MSG;\n")).toHaveLength(0);
  });

  it('keeps domain pure and the SPA off the server code', async () => {
    expect(await restricted('domain/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toHaveLength(1);
    expect(await restricted('domain/probe.ts', "import { a } from '../server/app.ts';\nexport const b = a;\n")).toHaveLength(1);
    expect(await restricted('src/probe.ts', "import { a } from '../server/app.ts';\nexport const b = a;\n")).toHaveLength(1);
  });
});
