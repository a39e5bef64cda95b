// What other modules may use of the content module: the only file of it they import.
export { readSetting, readSiteSettings } from './site-settings.ts';
export { articlePlainText, sanitizeArticleHtml } from './article-html.ts';
export { saveArticle } from './article-save-service.ts';
