// Placeholder until the API clients section lands (issue 40); replaced whole by its owner.
export function ApiClientsSection() {
  return null;
}
