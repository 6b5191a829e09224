/** The site settings screen's seo tab: its site_settings keys. */
import { linkSetting, setting, textSetting } from "~/schemas/settings/define";

export const SEO_SETTINGS = {
  seo_default_title: setting({ category: "seo", description: "Заголовок по умолчанию", schema: textSetting(200), default: "" }),
  seo_default_description: setting({ category: "seo", description: "Описание по умолчанию", schema: textSetting(500, { multiline: true }), default: "" }),
  seo_default_image: setting({ category: "seo", description: "Изображение для соцсетей по умолчанию", schema: linkSetting("site"), default: "" }),
};
