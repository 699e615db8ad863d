/** The buttons under a content form, each posting its intent; the first is what Enter does, and looks it. */
export function ActionButtons({ actions }: { actions: readonly { intent: string; label: string }[] }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {actions.map(({ intent, label }, index) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          className={index === 0 ? 'btn-primary' : 'btn-outline'}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
