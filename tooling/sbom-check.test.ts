import { describe, expect, it } from 'vitest';
import { contentProblems, productionDependencies, schemaProblems } from '../scripts/sbom-check.mjs';

// A package with a dependency and a peer, and the SBOM cyclonedx-npm writes for it, cut down.
const manifest = {
  name: '@acme/widgets',
  version: '1.2.0',
  dependencies: { '@acme/pricing-engine': '^0.1.0' },
  peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
  peerDependenciesMeta: { 'react-dom': { optional: true } },
};
const component = (group: string | undefined, name: string, version: string) => ({
  type: 'library',
  ...(group ? { group } : {}),
  name,
  version,
  'bom-ref': `${group ? `${group}/` : ''}${name}@${version}`,
});
const bom = {
  bomFormat: 'CycloneDX',
  specVersion: '1.6',
  version: 1,
  metadata: { component: component('@acme', 'widgets', '1.2.0') },
  components: [
    component('@acme', 'pricing-engine', '0.1.0'),
    component(undefined, 'react', '19.3.1'),
  ],
  dependencies: [
    { ref: '@acme/widgets@1.2.0', dependsOn: ['@acme/pricing-engine@0.1.0', 'react@19.3.1'] },
    { ref: '@acme/pricing-engine@0.1.0' },
    { ref: 'react@19.3.1' },
  ],
};

describe('the SBOM check', () => {
  it('derives the production dependencies from package.json: dependencies and required peers', () => {
    expect(productionDependencies(manifest)).toEqual(['@acme/pricing-engine', 'react']);
    expect(productionDependencies({ name: 'alone', version: '1.0.0' })).toEqual([]);
  });

  it('passes an SBOM about the package, at its version, listing its production dependencies', async () => {
    expect(contentProblems(bom, manifest)).toEqual([]);
    expect(await schemaProblems(JSON.stringify(bom))).toEqual([]);
  });

  it('fails an SBOM about another package or version', () => {
    expect(contentProblems(bom, { ...manifest, version: '1.3.0' })).toEqual([
      'the root component is @acme/widgets@1.2.0, not @acme/widgets@1.3.0',
    ]);
    expect(contentProblems({ ...bom, metadata: {} }, manifest)).toEqual([
      'no root component (metadata.component)',
    ]);
  });

  it('fails an SBOM that leaves out a production dependency', () => {
    const withoutReact = {
      ...bom,
      dependencies: [{ ref: '@acme/widgets@1.2.0', dependsOn: ['@acme/pricing-engine@0.1.0'] }],
    };
    expect(contentProblems(withoutReact, manifest)).toEqual([
      'react, a production dependency in package.json, is not listed',
    ]);
  });

  it('fails an SBOM the CycloneDX schema refuses', async () => {
    // The validator stops at the first complaint: one each.
    expect(await schemaProblems(JSON.stringify({ ...bom, version: '1' }))).toEqual([
      '/version must be integer',
    ]);
    const untyped = { ...bom, components: [{ name: 'no type', 'bom-ref': 'x' }] };
    expect(await schemaProblems(JSON.stringify(untyped))).toEqual([
      "/components/0 must have required property 'type'",
    ]);
    expect(await schemaProblems(JSON.stringify({ ...bom, specVersion: '0.9' }))).toEqual([
      'unknown CycloneDX specVersion "0.9"',
    ]);
  });
});
