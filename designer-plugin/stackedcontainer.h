// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DESIGNER_STACKEDCONTAINER_H
#define IMPETUS_DESIGNER_STACKEDCONTAINER_H

#include <QtDesigner/QDesignerContainerExtension>
#include <QtDesigner/QExtensionFactory>

namespace Impetus {

class MotionStackedWidget;

// MotionStackedWidget's pages, for Designer: it adds, removes, reorders and shows them
// (Insert Page, Delete, Change Page Order... in the context menu) as for a QStackedWidget.
class StackedContainer : public QObject, public QDesignerContainerExtension
{
    Q_OBJECT
    Q_INTERFACES(QDesignerContainerExtension)

public:
    StackedContainer(MotionStackedWidget *stack, QObject *parent);

    bool canAddWidget() const override;
    void addWidget(QWidget *page) override;
    int count() const override;
    int currentIndex() const override;
    void insertWidget(int index, QWidget *page) override;
    bool canRemove(int index) const override;
    void remove(int index) override;
    void setCurrentIndex(int index) override;
    QWidget *widget(int index) const override;

private:
    MotionStackedWidget *const m_stack;
};

class StackedContainerFactory : public QExtensionFactory
{
    Q_OBJECT

public:
    explicit StackedContainerFactory(QExtensionManager *manager);

protected:
    QObject *createExtension(QObject *object, const QString &iid, QObject *parent) const override;
};

} // namespace Impetus

#endif
