import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('frames a screen: its level-1 title names the region, then intro, toolbar, content and footer', () => {
    const { container } = render(
      <PageLayout
        title="Manage Courses"
        width="wide"
        intro="Courses of the seminary."
        actions={<button type="button">Print</button>}
        toolbar={<button type="button">Input New Course</button>}
        footer={<a href="/admin/dashboard">Back to Dashboard</a>}
      >
        <p>The list</p>
      </PageLayout>,
    );
    const region = screen.getByRole('region', { name: 'Manage Courses' });
    expect(within(region).getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('container', 'page', 'page--wide');
    expect(region.textContent).toBe(
      'Manage CoursesPrintCourses of the seminary.Input New CourseThe listBack to Dashboard',
    );
    expect(within(region).getByRole('button', { name: 'Input New Course' }).parentElement).toHaveClass('list-toolbar');
  });

  it('is narrow by default and can keep a fixed heading id', () => {
    const { container } = render(
      <PageLayout title="Student Access" titleId="login-title">
        <p>Form</p>
      </PageLayout>,
    );
    expect(container.firstElementChild).toHaveClass('page--narrow');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'login-title');
    expect(screen.getByRole('region', { name: 'Student Access' })).toBeInTheDocument();
  });
});
