// Placeholder until translated: the English module.
export * from '../en/route-names';
