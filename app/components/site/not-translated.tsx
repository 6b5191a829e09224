import { useStrings } from "~/i18n/strings";

/** A page asked for in a language it does not exist in (yet): a 404 that points to the Russian one. */
export function NotTranslated({ path }: { path: string }) {
  const strings = useStrings();
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-32 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{strings.common.language.notTranslated}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={path} hrefLang="ru" lang="ru" className="btn btn-primary">
          {strings.common.language.openRussian}
        </a>
      </div>
    </main>
  );
}
