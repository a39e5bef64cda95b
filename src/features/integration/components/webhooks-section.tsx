// Placeholder until the webhooks section lands (issue 40); replaced whole by its owner.
export function WebhooksSection() {
  return null;
}
