import type { MatchReport } from '@careerforge/contract';
import './MatchReportView.css';

/** Why the resume matches its job: the score, the job's terms it covers (and where), those it lacks. */
export function MatchReportView({ report }: { report: MatchReport }) {
  return (
    <section className="match-report" aria-label="Match report">
      <h3>Match Report</h3>
      <p className="match-report__score">
        Match score: <strong>{report.score}%</strong>
      </p>
      {report.seniority && <p className="match-report__seniority">Seniority asked for: {report.seniority}</p>}
      <div className="match-report__columns">
        <div>
          <h4>Covered terms</h4>
          {report.covered.length === 0 ? (
            <p className="match-report__none">None</p>
          ) : (
            <ul aria-label="Covered terms">
              {report.covered.map((term) => (
                <li key={term.term}>
                  <strong>{term.term}</strong>
                  {term.evidence.length > 0 && <span className="match-report__evidence"> — {term.evidence.join('; ')}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4>Missing terms</h4>
          {report.missing.length === 0 ? (
            <p className="match-report__none">None</p>
          ) : (
            <ul aria-label="Missing terms">
              {report.missing.map((term) => (
                <li key={term.term}>{term.term}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
