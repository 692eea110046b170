// What a published package's CycloneDX SBOM must say: it is valid against the CycloneDX JSON
// schema of its spec version, it is about the package itself (the root component, at the version
// packed), and it lists what the package needs at run time, as its package.json declares it.
import { createRequire } from 'node:module';

// The schemas and their validator come with cyclonedx-npm's own library (and its optional ajv),
// so the check validates offline with exactly what generated the SBOM.
const cyclonedxNpm = createRequire(import.meta.url).resolve('@cyclonedx/cyclonedx-npm');
const cyclonedx = createRequire(cyclonedxNpm)('@cyclonedx/cyclonedx-library');

/** The schema's complaints about a BOM (JSON text), none when it is valid. */
export async function schemaProblems(text) {
  const { specVersion } = JSON.parse(text);
  if (!Object.values(cyclonedx.Spec.Version).includes(specVersion)) {
    return [`unknown CycloneDX specVersion ${JSON.stringify(specVersion)}`];
  }
  // Throws, rather than passing, when the validator's optional dependencies are missing.
  const errors = await new cyclonedx.Validation.JsonStrictValidator(specVersion).validate(text);
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const fullName = (component) =>
  component.group ? `${component.group}/${component.name}` : component.name;

/**
 * The production dependencies a package declares: its dependencies and the peers a consumer must
 * install beside it (a peer marked optional is not needed).
 */
export function productionDependencies(manifest) {
  const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta.optional)
    .map(([name]) => name);
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name)),
  ].sort();
}

/** How a BOM misdescribes the package whose package.json is `manifest`; none when it is right. */
export function contentProblems(bom, manifest) {
  const problems = [];
  const rootComponent = bom.metadata?.component;
  if (!rootComponent) return ['no root component (metadata.component)'];
  if (fullName(rootComponent) !== manifest.name || rootComponent.version !== manifest.version) {
    problems.push(
      `the root component is ${fullName(rootComponent)}@${rootComponent.version}, not ${manifest.name}@${manifest.version}`,
    );
  }
  const byRef = new Map((bom.components ?? []).map((c) => [c['bom-ref'], c]));
  const direct = (bom.dependencies ?? []).find((d) => d.ref === rootComponent['bom-ref']);
  const listed = (direct?.dependsOn ?? []).map((ref) => byRef.get(ref)).filter(Boolean);
  for (const name of productionDependencies(manifest)) {
    if (!listed.some((component) => fullName(component) === name)) {
      problems.push(`${name}, a production dependency in package.json, is not listed`);
    }
  }
  return problems;
}
