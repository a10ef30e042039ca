import { strings } from '../strings'

export function ActivityLog({ activity }: { activity: readonly { id: number; text: string }[] }) {
  return (
    <section aria-labelledby="activity-heading" className="panel">
      <h2 id="activity-heading">{strings.activityHeading}</h2>
      {activity.length === 0 ? (
        <p>{strings.noActivity}</p>
      ) : (
        <ol className="activity">
          {activity.map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
