import { Page } from '@careerforge/shared';
import { AwardForm } from '../components/AwardForm';
import { CertificationForm } from '../components/CertificationForm';
import { LanguageForm } from '../components/LanguageForm';
import { AwardCard, CertificationCard, LanguageCard, ProjectCard } from '../components/ProfileSectionCards';
import { ProfileSectionPanel } from '../components/ProfileSectionPanel';
import { ProjectForm } from '../components/ProjectForm';

/** /profile-extras: the optional parts of the profile that generated resumes draw on besides career, education and skills. */
export function ProfileExtrasPage() {
  return (
    <Page title="Projects, Certifications, Languages and Awards">
      <ProfileSectionPanel
        kind="projects"
        names={{ heading: 'Projects', singular: 'project' }}
        renderCard={(project, titleId) => <ProjectCard project={project} titleId={titleId} />}
        renderForm={(project, form) => <ProjectForm project={project} {...form} />}
      />
      <ProfileSectionPanel
        kind="certifications"
        names={{ heading: 'Certifications', singular: 'certification' }}
        renderCard={(certification, titleId) => <CertificationCard certification={certification} titleId={titleId} />}
        renderForm={(certification, form) => <CertificationForm certification={certification} {...form} />}
      />
      <ProfileSectionPanel
        kind="languages"
        names={{ heading: 'Languages', singular: 'language' }}
        renderCard={(language, titleId) => <LanguageCard language={language} titleId={titleId} />}
        renderForm={(language, form) => <LanguageForm language={language} {...form} />}
      />
      <ProfileSectionPanel
        kind="awards"
        names={{ heading: 'Awards', singular: 'award' }}
        renderCard={(award, titleId) => <AwardCard award={award} titleId={titleId} />}
        renderForm={(award, form) => <AwardForm award={award} {...form} />}
      />
    </Page>
  );
}
