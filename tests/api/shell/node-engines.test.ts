// package.json says which Node the project needs, and every installed package agrees: no locked
// package asks for a newer Node than that minimum (npm would warn EBADENGINE), issue 12 item 8.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Semver {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
}
const semver = createRequire(import.meta.url)('semver') as Semver;

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe('the Node version', () => {
  it('package.json names a minimum the running Node meets', () => {
    expect(semver.minVersion(pkg.engines.node)?.version).toBe('20.19.0');
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('every locked package runs on that minimum', () => {
    const minimum = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .flatMap(([name, p]) => {
        const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
        return range && !semver.satisfies(minimum, range) ? [`${name}@${p.version ?? '?'} needs node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
