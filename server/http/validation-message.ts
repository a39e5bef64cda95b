// Turns Fastify's validation errors (Ajv) into one Chinese sentence that names the field.
import { FIELD_LABELS, MSG } from '../../domain/messages.ts';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const PLACES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldName(error: AjvError): string {
  if (error.keyword === 'required') {
    const missing = error.params.missingProperty ?? (error.params.requiredProperties as string[] | undefined)?.[0];
    const parent = error.instancePath.split('/').filter(Boolean);
    if (typeof missing === 'string') return [...parent, missing].join('.');
  }
  const parts = error.instancePath.split('/').filter(Boolean);
  return parts.join('.') || '';
}

function describe(field: string): string {
  const last = field.split('.').pop() ?? field;
  const label = FIELD_LABELS[last];
  return label ? `${field}（${label}）` : field;
}

function reason(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return '为必填项';
    case 'type':
      return `类型不正确，应为${p.type === 'integer' ? '整数' : p.type === 'number' ? '数字' : p.type === 'string' ? '字符串' : p.type === 'boolean' ? '布尔值' : p.type === 'array' ? '数组' : p.type === 'object' ? '对象' : String(p.type)}`;
    case 'minLength':
      return `长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'minItems':
      return `至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`;
    case 'enum':
    case 'const':
      return '取值不在允许范围内';
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'additionalProperties':
      return `包含不允许的字段 ${String(p.additionalProperty)}`;
    default:
      return '不符合要求';
  }
}

export function validationMessage(errors: AjvError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return MSG.badRequest;
  const field = fieldName(first);
  const place = PLACES[context ?? ''] ?? '参数';
  return field ? `${place}字段 ${describe(field)} ${reason(first)}` : `${place}${reason(first)}`;
}
