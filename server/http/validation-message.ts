// Turns Fastify's validation errors (Ajv) into one Chinese sentence that names the field.
import { FIELD_LABELS, FIELD_RULE_SENTENCES, MSG } from '../../domain/shared/messages.ts';
import { HTTP_MSG, PLACES } from './messages.ts';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set by Ajv on the errors of a `propertyNames` check: the key that failed. */
  propertyName?: string;
}

/** The unknown key an error reports (additionalProperties, or a `propertyNames` enum), or null. */
function unknownKey(errors: AjvError[]): { parent: string[]; name: string } | null {
  for (const e of errors) {
    const name =
      e.keyword === 'additionalProperties'
        ? e.params.additionalProperty
        : e.keyword === 'propertyNames'
          ? e.params.propertyName
          : e.propertyName;
    if (typeof name === 'string') return { parent: e.instancePath.split('/').filter(Boolean), name };
  }
  return null;
}

function fieldName(error: AjvError): string {
  if (error.keyword === 'required') {
    const missing = error.params.missingProperty ?? (error.params.requiredProperties as string[] | undefined)?.[0];
    const parent = error.instancePath.split('/').filter(Boolean);
    if (typeof missing === 'string') return [...parent, missing].join('.');
  }
  const parts = error.instancePath.split('/').filter(Boolean);
  return parts.join('.') || '';
}

/** The field's Chinese label (by its last path part), or null for a field without one. */
function labelOf(field: string): string | null {
  const last = field.split('.').pop() ?? field;
  return Object.hasOwn(FIELD_LABELS, last) ? FIELD_LABELS[last]! : null;
}

/** The buyer's sentence for a labelled field's rule, when there is one. */
function ruleSentence(field: string, error: AjvError): string | null {
  const last = field.split('.').pop() ?? field;
  const keyword = error.keyword as 'minimum' | 'maximum' | 'type';
  const sentence = Object.hasOwn(FIELD_RULE_SENTENCES, last) ? FIELD_RULE_SENTENCES[last]?.[keyword] : undefined;
  return sentence ? sentence(error.params.limit) : null;
}

function reason(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return HTTP_MSG.required;
    case 'type':
      return HTTP_MSG.type(p.type);
    case 'minLength':
      return HTTP_MSG.minLength(p.limit);
    case 'maxLength':
      return HTTP_MSG.maxLength(p.limit);
    case 'minimum':
      return HTTP_MSG.minimum(p.limit);
    case 'maximum':
      return HTTP_MSG.maximum(p.limit);
    case 'minItems':
      return HTTP_MSG.minItems(p.limit);
    case 'maxItems':
      return HTTP_MSG.maxItems(p.limit);
    case 'enum':
    case 'const':
      return HTTP_MSG.notAllowed;
    case 'pattern':
    case 'format':
      return HTTP_MSG.badFormat;
    default:
      return HTTP_MSG.invalid;
  }
}

export function validationMessage(errors: AjvError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return MSG.badRequest;
  const place = PLACES[context ?? ''] ?? HTTP_MSG.anyPlace;
  const unknown = unknownKey(errors);
  if (unknown) {
    // The unknown key, named by its full path as the client sent it (e.g. `memberId`, `items.0.id`).
    const name = [...unknown.parent, unknown.name].join('.');
    return HTTP_MSG.unsupportedField(place, name.length > 64 ? `${name.slice(0, 64)}…` : name);
  }
  const field = fieldName(first);
  if (!field) return HTTP_MSG.placeReason(place, reason(first));
  // A labelled field is named by its label only ("每页条数不能大于 100"), never by its path.
  const label = labelOf(field);
  if (label) return ruleSentence(field, first) ?? HTTP_MSG.labelledReason(label, reason(first));
  return HTTP_MSG.fieldReason(place, field, reason(first));
}
