/** What the AI assistant screen's loader sends the page: plain values, dates already written out in Russian. */
export type AssistantSettingsView = {
  /** False until the first save: the fields then show SPEC.md 9's defaults. */
  exists: boolean;
  name: string;
  isActive: boolean;
  greetingMessage: string;
  systemPrompt: string;
  model: string;
  temperature: number;
  maxTokens: number;
  collectName: boolean;
  collectPhone: boolean;
  collectEmail: boolean;
  collectCompany: boolean;
  widgetColor: string;
  widgetPosition: string;
  sessionDailyTokens: number;
  siteDailyTokens: number;
  maxConversationMessages: number;
  maxConversationBytes: number;
  /** Changes with every save: the forms start afresh from it. */
  version: string;
};

export type AdminArticle = {
  id: string;
  title: string;
  content: string;
  category: string;
  isActive: boolean;
  priority: number;
  tags: string[];
};

export type AdminQuestion = { id: string; question: string; resolved: boolean; createdAtLabel: string };
